import { Module } from '@nestjs/common';

/** The explorer service's handlers arrive with their issues (see ../shared/ROADMAP.md). */
@Module({})
export class ExplorerModule {}
