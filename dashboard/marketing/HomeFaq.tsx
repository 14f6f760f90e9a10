/**
 * The home's questions and answers: native `<details>`, so each opens with Enter or Space on
 * its question and screen readers announce it as expanded or collapsed.
 */
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { TRIAL_DAYS } from '../../shared';

const questions: { question: string; answer: ReactNode }[] = [
  {
    question: 'How does the free trial work?',
    answer: `Sign up and your store is open at once, with every feature, for ${TRIAL_DAYS} days. No card is asked for. Choose a plan on the Billing page whenever you are ready.`,
  },
  {
    question: 'How do I pay for my plan?',
    answer:
      'Choosing a plan issues an invoice with a reference. Pay it by bank transfer quoting the reference, upload the proof of payment, and your plan starts as soon as we approve it. You keep working while we check.',
  },
  {
    question: 'What happens if my trial or plan ends before I pay?',
    answer:
      'Nothing is deleted. After a short grace period your store shows shoppers a “temporarily closed” page, and it opens again the moment your payment is approved.',
  },
  {
    question: 'Can I use my own domain?',
    answer:
      'Yes, on the Business plans: connect a domain you own from the Domains screen. Every store also has its own address on our platform, on every plan.',
  },
  {
    question: 'How do my customers pay me?',
    answer:
      'By bank transfer, with a proof of payment they upload at checkout that you review, or cash on delivery. You choose which your store offers.',
  },
  {
    question: 'Can I change plans later?',
    answer: (
      <>
        Yes. Move to a larger plan when your catalogue grows, or switch between monthly and yearly
        billing, from the Billing page. See <Link to="/pricing">the plans</Link> for what each one
        includes.
      </>
    ),
  },
];

export function HomeFaq() {
  return (
    <section className="home-faq" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title">Questions, answered</h2>
      <div className="home-faq-list">
        {questions.map(({ question, answer }) => (
          <details key={question} className="home-faq-item" data-testid="home-faq-item">
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
