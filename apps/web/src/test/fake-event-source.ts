/** A stand-in for the browser's EventSource (jsdom has none) that the test drives by hand. */
export class FakeSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    this.dispatchEvent(Object.assign(new Event(type), { data: JSON.stringify(data) }));
  }
}
