import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';

interface ElementModule {
  defineCustomElement: () => void;
}

export const focusEvents = { onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' };

/**
 * A React wrapper for one Ionic element, made the way @ionic/react makes its own (`events` maps React props to
 * the element's events). `T` is @ionic/react's type for the same element, so screens type-check as before.
 */
export function wrap<T>(tagName: string, mod: ElementModule, elementClass: unknown, events: object = {}): T {
  return createComponent({
    tagName,
    elementClass: elementClass as typeof HTMLElement,
    react: React,
    events: events as never,
    defineCustomElement: mod.defineCustomElement,
  }) as T;
}
