import { Module } from '@nestjs/common';

/** The qps service's handlers arrive with their issues (see ../shared/ROADMAP.md). */
@Module({})
export class QpsModule {}
