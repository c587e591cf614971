import { Command } from '@nestjs/cqrs';

export interface HandedContent {
  id: string;
  type: 'image' | 'video';
  filename: string;
}

/** Answers items to view and records when each was first handed to the member. */
export class HandOutContentsCommand extends Command<HandedContent[]> {
  constructor(
    readonly memberId: string,
    readonly limit: number,
  ) {
    super();
  }
}
