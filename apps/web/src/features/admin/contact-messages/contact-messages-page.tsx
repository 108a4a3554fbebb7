import { CONTACT_MESSAGE_FILTERS, type ContactMessageFilter } from '@angelbridge/contracts';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { AdminListPage } from '../admin-list-page';
import { useContactMessages, useMarkContactMessageHandled } from './api/contact-messages';
import { ContactMessageCard } from './contact-message-card';

const LABELS: Record<ContactMessageFilter, string> = { unhandled: 'New', handled: 'Handled', all: 'All' };

/** /admin/contact-messages: what the contact form received, new ones first by default. */
export function ContactMessagesPage() {
  const [filter, setFilter] = useState<ContactMessageFilter>('unhandled');
  const [page, setPage] = useState(1);
  const query = useContactMessages(filter, page);
  const mark = useMarkContactMessageHandled();
  const data = query.data;
  return (
    <AdminListPage
      title="Contact messages"
      aside={
        <SegmentedControl
          aria-label="Show"
          data={CONTACT_MESSAGE_FILTERS.map((value) => ({ value, label: LABELS[value] }))}
          value={filter}
          onChange={(value) => {
            setFilter(value as ContactMessageFilter);
            setPage(1);
          }}
        />
      }
      query={query}
      list={data && { ...data, rows: data.contact_messages.length }}
      page={page}
      onPage={setPage}
      count={(total) => `${total} ${total === 1 ? 'message' : 'messages'}`}
      loadingLabel="Loading messages"
      skeletonHeight={120}
      errorTitle="Could not load the messages"
      empty={filter === 'unhandled' ? 'No new messages.' : 'No messages here.'}
      pagesLabel="Message pages"
    >
      {data?.contact_messages.map((message) => (
        <ContactMessageCard
          key={message._id}
          message={message}
          pending={mark.isPending && mark.variables === message._id}
          onHandled={() =>
            mark.mutate(message._id, {
              onSuccess: (answer) => notify(answer.message),
              onError: (error) => notify(errorMessage(error), 'error'),
            })
          }
        />
      ))}
    </AdminListPage>
  );
}
