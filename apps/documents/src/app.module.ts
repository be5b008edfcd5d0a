import { Module } from '@nestjs/common';

/** The documents service's handlers arrive with their issues (see ../shared/ROADMAP.md). */
@Module({})
export class DocumentsModule {}
