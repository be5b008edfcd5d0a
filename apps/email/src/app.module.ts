import { Module } from '@nestjs/common';

/** The email service's handlers arrive with their issues (see ../shared/ROADMAP.md). */
@Module({})
export class EmailModule {}
