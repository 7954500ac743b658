'use client'

import { deferredForm } from './deferred-form'

/*
 * The lead forms that pages show inline, each fetched when the visitor first reaches for it
 * (deferred-form.tsx). The dialogs' forms come with their dialogs, which load on opening.
 */

export const DeferredContactForm = deferredForm(() => import('./contact-form').then((m) => m.ContactForm))

export const DeferredNewsletterForm = deferredForm(() => import('./newsletter-form').then((m) => m.NewsletterForm))

export const DeferredTripEnquiryForm = deferredForm(() => import('./trip-enquiry-form').then((m) => m.TripEnquiryForm))

export const DeferredTripRequestForm = deferredForm(() => import('./trip-request-form').then((m) => m.TripRequestForm))

export const DeferredPopupForm = deferredForm(() => import('./popup-form').then((m) => m.PopupForm))

export const DeferredItineraryRequestForm = deferredForm(() =>
  import('./itinerary-request-form').then((m) => m.ItineraryRequestForm),
)
