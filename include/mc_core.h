/*
 * mc_core.h -- libminchiate's common core, what both of its games use
 * (minchiate.h, Minchiate Fiorentine; sicilia.h, Tarocchi Siciliani):
 * the four seats and the way round them, the suits and the court ranks
 * both packs share, the two languages of the cards' names, counting the
 * bits of a set, and the seeded generator, the only randomness of
 * either game.  Pure C, no I/O, no global state.  Every name begins
 * with mc_ (MC_ for macros).  C++ may include it as it is.
 */
#ifndef MC_CORE_H
#define MC_CORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ----------------------------------------------------------------- seats */

/* R0.1, R0.2: seats in counterclockwise order; NS against EW. */
enum mc_seat {
	MC_SOUTH,
	MC_EAST,
	MC_NORTH,
	MC_WEST
};
#define MC_NSEATS	4
#define MC_NOSEAT	(-1)	/* no seat: what every seat may see */

enum mc_side {
	MC_NS,
	MC_EW
};

/* The next seat counterclockwise: the seat on the right (R0.2). */
static inline int
mc_seat_right(int seat)
{
	return (seat + 1) & 3;
}

/* The previous seat: the seat on the left (R0.2). */
static inline int
mc_seat_left(int seat)
{
	return (seat + 3) & 3;
}

/* The partner's seat (R0.1). */
static inline int
mc_seat_opposite(int seat)
{
	return (seat + 2) & 3;
}

/* South and North are NS, East and West are EW (R0.1). */
static inline enum mc_side
mc_seat_side(int seat)
{
	return (seat & 1) ? MC_EW : MC_NS;
}
const char	*mc_seat_name(int);	/* "South" ... */
char		 mc_seat_letter(int);	/* 'S', 'E', 'N', 'W' */

/* -------------------------------------------------------- suits, names */

/* The four suits, then the trumps and the Fool, in both packs. */
enum mc_suit {
	MC_COPPE,
	MC_DENARI,
	MC_SPADE,
	MC_BASTONI,
	MC_TRUMPS,
	MC_FOOL
};

/* Ranks of suit cards: numerals 1..10, then these. */
enum mc_rank {
	MC_FANTE = 11,
	MC_CAVALLO,
	MC_DONNA,
	MC_RE
};

/* The cards' names: in Italian, or in English. */
enum mc_lang {
	MC_ITALIAN,
	MC_ENGLISH
};

/* ------------------------------------------------------------ bit sets */

/* The number of bits set in w. */
static inline int
mc_popcount64(uint64_t w)
{
#ifdef __POPCNT__
	return __builtin_popcountll(w);
#else
	w -= (w >> 1) & 0x5555555555555555ULL;
	w = (w & 0x3333333333333333ULL) + ((w >> 2) & 0x3333333333333333ULL);
	w = (w + (w >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)((w * 0x0101010101010101ULL) >> 56);
#endif
}

/* ------------------------------------------------------------ randomness */

/* xoshiro256** seeded by splitmix64; the only randomness of the game. */
struct mc_rng {
	uint64_t	 s[4];
};

void		 mc_rng_seed(struct mc_rng *, uint64_t seed);
uint32_t	 mc_rng_reject(struct mc_rng *, uint32_t n, uint64_t m);

static inline uint64_t
mc_rng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* The next 64 random bits (xoshiro256**). */
static inline uint64_t
mc_rng_next(struct mc_rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = mc_rng_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = mc_rng_rotl(s[3], 45);
	return result;
}

/* 32 random bits: the high half of the next number. */
static inline uint32_t
mc_rng_next32(struct mc_rng *r)
{
	return (uint32_t)(mc_rng_next(r) >> 32);
}

/*
 * Uniform in 0..n-1 without bias (n > 0), by Lemire's multiply-and-shift:
 * 32 random bits times n; the rare products that would favour some
 * values, whose low half falls under 2^32 mod n, are drawn again (as
 * mc_rng_reject does).  All inline, so a caller's generator can stay in
 * registers.
 */
static inline uint32_t
mc_rng_below(struct mc_rng *r, uint32_t n)
{
	uint64_t m = (uint64_t)mc_rng_next32(r) * n;
	uint32_t threshold;

	if ((uint32_t)m < n) {
		threshold = (0u - n) % n;
		while ((uint32_t)m < threshold)
			m = (uint64_t)mc_rng_next32(r) * n;
	}
	return (uint32_t)(m >> 32);
}
/* Fisher-Yates shuffle of n cards (of either pack: a card is a byte). */
void		 mc_shuffle(struct mc_rng *, uint8_t *, size_t n);

#ifdef __cplusplus
}
#endif

#endif /* MC_CORE_H */
