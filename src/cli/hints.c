/*
 * hints.c -- `minchiate --hints FILE [--seat S]`: the advice the table
 * gives (H), at every decision of a record, from the deciding seat's
 * view at that moment: the expert's choice, the codes of the reasons
 * that hold (src/bot/reason.c) with their sentence, and the next choices
 * with their estimates against it.  Anyone can audit the advice so.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "../match/match.h"

struct hints {
	const struct match *m;
	unsigned	 seats;		/* bit per seat listed; 0: people's */
	enum mc_lang	 lang;
	long		 n;		/* decision lines so far */
};

/* Decision d as its record line writes it, less the kind and the seat. */
static void
choice(const struct mc_hand *before, const struct mc_decision *d,
    char *buf, size_t size)
{
	char	 line[512], *p;
	FILE	*fp;

	line[0] = '\0';
	if ((fp = fmemopen(line, sizeof(line), "w")) != NULL) {
		decision_write(fp, before, d);
		fclose(fp);
	}
	line[strcspn(line, "\n")] = '\0';
	p = line + strcspn(line, " ");
	p += strspn(p, " ");
	if (d->kind != MC_DECIDE_CUT) {		/* the seat letter */
		p += strcspn(p, " ");
		p += strspn(p, " ");
	}
	snprintf(buf, size, "%s", p);
}

/*
 * Is seat listed: one of the seats asked for, or with none asked for,
 * a person's seat, or any seat of a record of computer players only.
 */
bool
cli_seat_listed(const struct match *m, unsigned seats, int seat)
{
	int	 s;

	if (seats != 0)
		return seats >> seat & 1;
	for (s = 0; s < MC_NSEATS; s++)
		if (match_human_at(m, s))
			return match_human_at(m, seat);
	return true;
}

static void
on_decision(void *arg, const struct mc_hand *before,
    const struct mc_decision *d, const struct mc_hand *after)
{
	struct hints	*x = arg;
	struct mc_view	 v;
	struct bot_hint	 h;
	char		 best[512], alt[512], why[2048];
	int		 decider = mc_hand_to_act(before), k, r, codes = 0;

	(void)d;
	(void)after;
	x->n++;
	if (decider < 0 || !cli_seat_listed(x->m, x->seats, decider))
		return;
	mc_view_build(before, decider, &v);
	bot_advise(&v, &h, NULL);
	choice(before, &h.best, best, sizeof(best));
	advice_say(&v, &h, x->lang, why, sizeof(why));
	printf("D%ld %c %s hint %s | ", x->n, mc_seat_letter(decider),
	    record_decision_word(h.best.kind), best);
	for (r = 0; r < REASON_N; r++)
		if (h.reasons & REASON_BIT(r))
			printf("%s%s", codes++ > 0 ? "," : "", reason_code(r));
	printf("%s | %s\n", codes == 0 ? "-" : "", why);
	for (k = 0; k < h.nalt; k++) {
		if (!h.weighed[k])
			continue;
		choice(before, &h.alt[k], alt, sizeof(alt));
		/* A play's cost in rests a hand, to the hundredth the
		 * sentences and the table print; a declaration's in points. */
		printf(h.alt[k].kind == MC_DECIDE_DECLARE ? "  alt %s %+.1f\n" :
		    "  alt %s %+.2f\n", alt, -h.cost[k]);
	}
}

/*
 * The advice at every decision of the records in file, for the seats in
 * the mask (0: the people's, cli_seat_listed); a record's problem as
 * --replay reports it.
 */
int
cli_hints(const char *file, unsigned seats, enum mc_lang lang)
{
	static struct match	 m;
	struct hints		 x = { &m, seats, lang, 0 };
	struct load		 r;

	match_init(&m);
	m.on_decision = on_decision;
	m.arg = &x;
	return cli_read_records(file, &m, &r) ? 0 : 1;
}
