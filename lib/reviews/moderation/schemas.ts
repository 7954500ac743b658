import * as z from 'zod/mini'
import { PHOTO_STATUSES, REVIEW_REPLY_MAX } from './constants'

/** The moderation actions' arguments and the owner's answer form, checked by the actions. */

const rowId = z.int().check(z.minimum(1))

export const reviewArgsSchema = z.object({ id: rowId, version: rowId })
export const photoArgsSchema = z.object({ id: rowId, photo: rowId, seen: z.enum(PHOTO_STATUSES) })

/** The owner's public answer; an empty one removes it. */
export const replyFormSchema = z.object({
  reply: z.string().check(z.trim(), z.maxLength(REVIEW_REPLY_MAX, `Keep the answer to ${REVIEW_REPLY_MAX} characters`)),
})
