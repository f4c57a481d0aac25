import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-searchbar.js';
import { focusEvents, wrap } from './wrap';

export const IonSearchbar = /* @__PURE__ */ wrap<typeof Real.IonSearchbar>('ion-searchbar', el, el.IonSearchbar, {
  onIonInput: 'ionInput',
  onIonChange: 'ionChange',
  onIonCancel: 'ionCancel',
  onIonClear: 'ionClear',
  ...focusEvents,
});
