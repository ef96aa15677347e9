import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function fetchSliderChallenge(client: Client): Promise<ResponseOf<'sliderChallenge'>> {
  return client.call('sliderChallenge');
}

export function checkSlider(client: Client, input: RequestOf<'sliderCheck'>): Promise<ResponseOf<'sliderCheck'>> {
  return client.call('sliderCheck', input);
}
