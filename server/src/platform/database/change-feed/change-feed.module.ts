import { Module } from '@nestjs/common';

import { ChangeFeed } from './change-feed.js';

/** The one LISTEN connection of the process, shared by every cache that imports this module. */
@Module({ providers: [ChangeFeed], exports: [ChangeFeed] })
export class ChangeFeedModule {}
