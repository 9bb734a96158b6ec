# Makefile for minchiate: libminchiate.a, the minchiate program, the
# tests and the man page.  GNU make.

# === USER CONFIGURATION =============================================
PREFIX	?= /usr/local
BINDIR	?= $(PREFIX)/bin
MANDIR	?= $(PREFIX)/share/man
DATADIR	?= $(PREFIX)/share/minchiate
# The message catalogues, LOCALEDIR/LANG/LC_MESSAGES/minchiate.mo.
LOCALEDIR ?= $(PREFIX)/share/locale
# make install-lib: the library, its header and its pkg-config file.
LIBDIR	?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
PKG_CONFIG ?= pkg-config

CFLAGS	?= -O2 -g
# A function used without its header is an error: called as returning
# int, a pointer it returns would be cut to 32 bits.
WARN	 = -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	   -Wmissing-prototypes -Werror=implicit-function-declaration \
	   -Werror=implicit-int -Werror=int-conversion -MMD -MP

# Objects go to $(O); `make O=build/asan SANITIZE=1` is the sanitizer build.
O	?= build
ifeq ($(SANITIZE),1)
SAN	 = -fsanitize=address,undefined -fno-sanitize-recover=all \
	   -fno-omit-frame-pointer
endif

# valgrind 3.19 cannot read clang 14's default DWARF 5.
ifneq ($(findstring clang,$(CC)),)
DEBUGFMT = -gdwarf-4
endif

# Only code outside the engine uses ncursesw and libbsd.  Asked once a
# run, so that the flags file (below) and every command agree.
DEPS	   = ncursesw libbsd-overlay
DEPS_FOUND := $(shell $(PKG_CONFIG) --exists $(DEPS) 2>/dev/null && echo yes)
DEP_CFLAGS := $(shell $(PKG_CONFIG) --cflags $(DEPS) 2>/dev/null)
DEP_LIBS   := $(shell $(PKG_CONFIG) --libs $(DEPS) 2>/dev/null)
DATADEF	   = -DDATADIR='"$(DATADIR)"'
LOCALEDEF  = -DLOCALEDIR='"$(LOCALEDIR)"'

# The version, written once in include/minchiate.h: MAJOR.MINOR, then
# .PATCH unless it is 0, as MC_VERSION is made there.
MC_V	:= $(shell awk '$$1 ~ /^.define$$/ && \
	   $$2 ~ /^MC_VERSION_(MAJOR|MINOR|PATCH)$$/ { printf "%s ", $$3 }' \
	   include/minchiate.h)
MC_PATCH = $(filter-out 0,$(word 3,$(MC_V)))
VERSION	 = $(word 1,$(MC_V)).$(word 2,$(MC_V))$(MC_PATCH:%=.%)

# === LIST OF FILES ===================================================
ENGINE_SRCS = $(wildcard src/core/*.c) $(wildcard src/engine/*.c) \
	      $(wildcard src/sicilia/*.c)
CLI_SRCS    = $(wildcard src/cli/*.c) $(wildcard src/text/*.c) \
	      $(wildcard src/lang/*.c) \
	      $(wildcard src/record/*.c) $(wildcard src/match/*.c) \
	      $(wildcard src/stats/*.c) $(wildcard src/session/*.c) \
	      $(wildcard src/net/*.c) \
	      $(wildcard src/bot/*.c) $(wildcard src/tui/*.c)
BOT_OBJS    = $(patsubst %.c,$(O)/%.o,$(wildcard src/bot/*.c))
TEST_SRCS   = $(wildcard tests/unit/*.c)

ENGINE_OBJS = $(ENGINE_SRCS:%.c=$(O)/%.o)
CLI_OBJS    = $(CLI_SRCS:%.c=$(O)/%.o)
TEST_OBJS   = $(TEST_SRCS:%.c=$(O)/%.o)

# The rules viewer's text: the game's sections of the page, rendered by
# mandoc at build time (src/tui/rules.sh) into a generated C file.
RULES_PAGE  = man/minchiate.6
RULES_PAGE_IT = man/it/minchiate.6
RULES_SH    = src/tui/rules.sh
RULES_C     = $(O)/gen/rules.c
RULES_OBJ   = $(O)/gen/rules.o

LIB	 = $(O)/libminchiate.a
PC	 = $(O)/minchiate.pc
PROG	 = $(O)/minchiate
TESTS	 = $(O)/unit-tests
FRAMES	 = $(O)/table-tests
HINTCHECK = $(O)/hint-check
NETRAW	 = $(O)/net-raw

# The languages the program speaks besides English: po/LANG.po, each
# built into $(O)/locale/LANG/LC_MESSAGES/minchiate.mo, where the program
# run from the build tree finds it.  po/minchiate.pot is made from the
# sources (make pot) and checked to be up to date by make test.
LANGS	 = $(basename $(notdir $(wildcard po/*.po)))
# The game page in other languages: man/LANG/minchiate.6, installed under
# MANDIR/LANG/man6, where man(1) looks in a LANG locale.
MAN_LANGS = $(patsubst man/%/minchiate.6,%,$(wildcard man/*/minchiate.6))
MOS	 = $(LANGS:%=$(O)/locale/%/LC_MESSAGES/minchiate.mo)
I18N_SRCS = $(sort $(wildcard src/*/*.c) $(wildcard src/*/*.h))
XGETTEXT_FLAGS = --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ \
	   --keyword=ngettext:1,2 --keyword=P_:1c,2 --keyword=NP_:1c,2 --add-comments=TRANSLATORS: \
	   --package-name=minchiate --package-version=$(VERSION) \
	   --msgid-bugs-address=minchiate --add-location=file \
	   --sort-by-file --no-wrap

# === TARGETS =========================================================
all: $(PROG) $(MOS)

$(O)/locale/%/LC_MESSAGES/minchiate.mo: po/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@.tmp $< && mv $@.tmp $@

# The template as the sources say it now; make test compares it with
# po/minchiate.pot, which `make pot` brings up to date.
$(O)/minchiate.pot: $(I18N_SRCS) Makefile
	@mkdir -p $(@D)
	xgettext $(XGETTEXT_FLAGS) -o $@.tmp $(I18N_SRCS)
	sed '/^"POT-Creation-Date:/d' $@.tmp > $@ && rm -f $@.tmp
pot: $(O)/minchiate.pot
	cp $(O)/minchiate.pot po/minchiate.pot
	for l in $(LANGS); do msgmerge -q -U --backup=none --no-wrap \
	    po/$$l.po po/minchiate.pot || exit 1; done

# Made afresh: the two engines have files of the same name (card.o ...),
# which ar would replace one for the other in an archive kept.
$(LIB): $(ENGINE_OBJS)
	rm -f $@
	$(AR) rcs $@ $(ENGINE_OBJS)

$(PROG): $(CLI_OBJS) $(RULES_OBJ) $(LIB)
	$(CC) $(CFLAGS) $(DEBUGFMT) $(SAN) $(LDFLAGS) -o $@ $(CLI_OBJS) \
	    $(RULES_OBJ) $(LIB) $(DEP_LIBS) -lm $(LDLIBS)

# The unit tests see the table's curses-free parts too.
TABLE_OBJS  = $(patsubst %.c,$(O)/%.o,$(wildcard src/session/*.c) \
	      $(wildcard src/lang/*.c) \
	      src/net/wire.c src/net/where.c \
	      src/tui/config.c \
	      src/tui/layout.c $(wildcard src/text/*.c) $(wildcard src/record/*.c) \
	      $(wildcard src/match/*.c) $(wildcard src/stats/*.c))
$(TESTS): $(TEST_OBJS) $(BOT_OBJS) $(TABLE_OBJS) $(RULES_OBJ) $(LIB)
	$(CC) $(CFLAGS) $(DEBUGFMT) $(SAN) $(LDFLAGS) -o $@ $(TEST_OBJS) \
	    $(BOT_OBJS) $(TABLE_OBJS) $(RULES_OBJ) $(LIB) -lm $(LDLIBS)

# The audit of `minchiate --hints` output against a record's hands.
HINTCHECK_OBJS = $(O)/tests/hints/check.o $(O)/tests/unit/truth.o \
	      $(BOT_OBJS) $(patsubst %.c,$(O)/%.o,$(wildcard src/record/*.c) \
	      $(wildcard src/match/*.c) $(wildcard src/lang/*.c) \
	      $(wildcard src/text/*.c))
$(HINTCHECK): $(HINTCHECK_OBJS) $(LIB)
	$(CC) $(CFLAGS) $(DEBUGFMT) $(SAN) $(LDFLAGS) -o $@ $(HINTCHECK_OBJS) \
	    $(LIB) -lm $(LDLIBS)

# Four clients of a table in one process, timed (make bench).
NETBENCH = $(O)/net-bench
NETBENCH_OBJS = $(O)/tests/net/bench.o $(O)/src/net/wire.o $(BOT_OBJS) \
	      $(patsubst %.c,$(O)/%.o,$(wildcard src/record/*.c))
$(NETBENCH): $(NETBENCH_OBJS) $(LIB)
	$(CC) $(CFLAGS) $(DEBUGFMT) $(SAN) $(LDFLAGS) -o $@ $(NETBENCH_OBJS) \
	    $(LIB) -lm $(LDLIBS)

# A client of a table that says anything, for the table server's tests.
$(NETRAW): tests/net/raw.c
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) $(LDFLAGS) -o $@ \
	    tests/net/raw.c

# The table's frames on an in-memory screen: the program less its main.
FRAMES_OBJS = $(O)/tests/tui/frames.o $(filter-out $(O)/src/cli/main.o,$(CLI_OBJS))
$(FRAMES): $(FRAMES_OBJS) $(RULES_OBJ) $(LIB)
	$(CC) $(CFLAGS) $(DEBUGFMT) $(SAN) $(LDFLAGS) -o $@ $(FRAMES_OBJS) \
	    $(RULES_OBJ) $(LIB) $(DEP_LIBS) -lm $(LDLIBS)

$(O)/tests/tui/%.o: tests/tui/%.c include/minchiate.h $(wildcard src/tui/*.h) \
    $(wildcard src/session/*.h)
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(DEP_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# Objects and programs are made again when anything that reaches the
# compiler or the linker changes: an object built before pkg-config found
# ncursesw and libbsd is not kept once it does.
FLAGS_NOW = $(CC) $(WARN) $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) \
	    $(DEP_CFLAGS) $(DATADEF) $(LOCALEDEF) $(LDFLAGS) $(DEP_LIBS) \
	    $(LDLIBS)
FLAGS_SH  = '$(subst ','\'',$(FLAGS_NOW))'
$(O)/flags: FORCE
	@mkdir -p $(@D)
	@printf '%s\n' $(FLAGS_SH) | cmp -s - $@ || printf '%s\n' $(FLAGS_SH) > $@
FORCE:

$(ENGINE_OBJS) $(CLI_OBJS) $(TEST_OBJS) $(RULES_OBJ) $(O)/tests/tui/frames.o \
    $(O)/tests/hints/check.o: $(O)/flags
$(LIB) $(PROG) $(TESTS) $(FRAMES) $(HINTCHECK) $(O)/bench: $(O)/flags

# Without ncursesw and libbsd the table and the program cannot be built:
# stop before a compiler tries, and say what to do.  The unit tests need
# neither (make check).
NEEDS_DEPS = $(filter-out $(TABLE_OBJS),$(filter $(O)/src/cli/% \
	     $(O)/src/net/% \
	     $(O)/src/tui/%,$(CLI_OBJS))) $(O)/tests/tui/frames.o \
	     $(PROG) $(FRAMES)
$(NEEDS_DEPS): | have-deps
have-deps:
ifneq ($(DEPS_FOUND),yes)
	@echo "$(PKG_CONFIG) does not find $(DEPS), which the table needs:" \
	    "run \`make deps\` (it installs them, or says how)" >&2
	@exit 1
endif

# The engine sees only its own headers: no ncursesw, no libbsd.
$(O)/src/engine/%.o: src/engine/%.c include/minchiate.h src/engine/engine.h \
    src/core/core.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# The common core of both engines: the seats, the generator, strings.
$(O)/src/core/%.o: src/core/%.c include/mc_core.h src/core/core.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# The Sicilian engine: its own header, and the library's string builder.
$(O)/src/sicilia/%.o: src/sicilia/%.c include/minchiate.h include/sicilia.h \
    src/sicilia/sicilia_i.h src/core/core.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# The computer players see the public engine API only.
$(O)/src/bot/%.o: src/bot/%.c include/minchiate.h include/sicilia.h src/bot/bot.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# The text of the game: sentences, stdio only.
$(O)/src/text/%.o: src/text/%.c include/minchiate.h include/sicilia.h src/text/text.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

$(O)/src/record/%.o: src/record/%.c include/minchiate.h src/record/record.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# A match, as every front end plays it: no terminal, stdio only.
$(O)/src/match/%.o: src/match/%.c include/minchiate.h include/sicilia.h \
    $(wildcard src/match/*.h) \
    src/record/record.h src/bot/bot.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# Statistics: the log of hands beside the save, and its tallies.
$(O)/src/stats/%.o: src/stats/%.c include/minchiate.h src/stats/stats.h \
    src/match/match.h src/record/record.h src/bot/bot.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# The language: gettext's catalogue, found where make install puts it.
$(O)/src/lang/%.o: src/lang/%.c src/lang/lang.h include/minchiate.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(LOCALEDEF) $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# The table's session: the match at a table, its talk, scenes and saves,
# for every front end; no terminal.
$(O)/src/session/%.o: src/session/%.c include/minchiate.h \
    $(wildcard src/session/*.h) src/match/match.h src/record/record.h \
    src/bot/bot.h src/text/text.h src/stats/stats.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(DEP_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# The table server's frames and its socket: no terminal either.
$(O)/src/net/%.o: src/net/%.c include/minchiate.h $(wildcard src/net/*.h) \
    $(wildcard src/session/*.h) src/match/match.h src/record/record.h \
    src/bot/bot.h src/stats/stats.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(DEP_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

$(O)/src/cli/%.o: src/cli/%.c include/minchiate.h $(wildcard src/cli/*.h) src/text/text.h \
    src/record/record.h src/match/match.h $(wildcard src/tui/*.h) \
    $(wildcard src/session/*.h) src/stats/stats.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(DEP_CFLAGS) \
	    $(DATADEF) $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# The table: the only code that includes curses.
$(O)/src/tui/%.o: src/tui/%.c include/minchiate.h $(wildcard src/tui/*.h) \
    $(wildcard src/session/*.h) src/record/record.h src/match/match.h src/bot/bot.h src/text/text.h \
    src/stats/stats.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(DEP_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

# The rules viewer's text, rendered again whenever the page changes; the
# script stops with a message naming the package if mandoc is missing.
$(RULES_C): $(RULES_PAGE) $(RULES_PAGE_IT) $(RULES_SH)
	@mkdir -p $(@D)
	{ sh $(RULES_SH) $(RULES_PAGE) && \
	    sh $(RULES_SH) -l it $(RULES_PAGE_IT); } > $@.tmp || \
	    { rm -f $@.tmp; exit 1; }
	mv $@.tmp $@

$(RULES_OBJ): $(RULES_C) src/tui/rules.h
	$(CC) $(WARN) -Isrc/tui $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $(RULES_C)

$(O)/tests/%.o: tests/%.c include/minchiate.h tests/t.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude -Itests $(CPPFLAGS) $(CFLAGS) $(DEBUGFMT) $(SAN) -c -o $@ $<

deps:
	@sh src/deps.sh

# The unit suites alone, in this build: seconds, and nothing installed.
check: $(TESTS)
	$(TESTS)

# The README's two commands: both set up what is missing first.
play: deps
	@$(MAKE) --no-print-directory all
	$(PROG)

# The test programs, in this build's $(O).
check-programs: $(PROG) $(MOS) $(O)/minchiate.pot $(TESTS) $(FRAMES) \
    $(HINTCHECK) $(NETRAW)

test: deps
	@$(MAKE) --no-print-directory check-programs
	@$(MAKE) --no-print-directory O=build/asan SANITIZE=1 check-programs
	@sh tests/run.sh $(O) build/asan

# `make bench`: speed (the engine, the computer players' latency per
# card, the table server) and short arenas, in a few minutes.  `make
# arena`: the arenas at full size, the figures issues name (about 40
# minutes of processor time, most of it the expert's and the open
# level's 300 deals).  An
# arena is duplicate deals between levels, NS's level over EW's, in
# points per hand with a 95% interval, the test level open (every hand
# seen) over hard beside the expert, then each level's partner blunder
# index, playing with itself.
BENCH_DEALS	 ?= 100
BENCH_HARD_DEALS ?= 20
BENCH_EXPERT_DEALS ?= 4
ARENA_DEALS	 ?= 1000
ARENA_HARD_DEALS ?= 200
ARENA_EXPERT_DEALS ?= 300
bench: all
	@$(MAKE) --no-print-directory $(O)/bench $(NETBENCH)
	$(O)/bench
	@sh tests/net/bench.sh $(PROG) $(NETBENCH)
	@sh tests/arena.sh $(PROG) $(BENCH_DEALS) $(BENCH_HARD_DEALS) \
	    $(BENCH_EXPERT_DEALS)
arena: all
	@sh tests/arena.sh $(PROG) $(ARENA_DEALS) $(ARENA_HARD_DEALS) \
	    $(ARENA_EXPERT_DEALS)
# One voice over many positions: the table's hint, --hints and the review
# (tests/hints/voices.sh; `make test` runs it smaller).
VOICE_TABLE_HANDS = 500
VOICE_SELF_HANDS  = 500
voices: all $(FRAMES)
	@sh tests/hints/voices.sh $(PROG) $(FRAMES) $(VOICE_TABLE_HANDS) \
	    $(VOICE_SELF_HANDS)

$(O)/bench: tests/bench.c include/sicilia.h $(BOT_OBJS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(WARN) -Iinclude $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ \
	    tests/bench.c $(BOT_OBJS) $(LIB) -lm $(LDLIBS)

# libFuzzer (clang): the record reader, the save loader, and the engine
# driven by a byte stream of decisions.  `make fuzz FUZZ_SECONDS=60`.
FUZZ_SECONDS ?= 60
FUZZ_CC ?= clang
FUZZ_FLAGS = -g -O1 -fsanitize=fuzzer,address,undefined \
	     -fno-sanitize-recover=undefined -Iinclude
FUZZERS = build/fuzz/fuzz_record build/fuzz/fuzz_save build/fuzz/fuzz_engine \
	  build/fuzz/fuzz_sicilia
fuzzers: $(FUZZERS)
build/fuzz/fuzz_record: tests/fuzz/fuzz_record.c $(ENGINE_SRCS) \
    $(wildcard src/record/*.[ch] src/match/*.[ch] src/bot/*.[ch]) \
    $(wildcard src/lang/*.[ch] src/text/*.[ch]) \
    include/minchiate.h
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ tests/fuzz/fuzz_record.c \
	    src/record/*.c src/match/*.c src/lang/*.c src/text/*.c \
	    src/bot/*.c $(ENGINE_SRCS) -lm
build/fuzz/fuzz_save: tests/fuzz/fuzz_save.c $(ENGINE_SRCS) \
    $(wildcard src/record/*.[ch] src/match/*.[ch] src/bot/*.[ch]) \
    $(wildcard src/lang/*.[ch]) \
    $(wildcard src/session/*.[ch] src/stats/*.[ch] src/text/*.[ch]) \
    include/minchiate.h
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ tests/fuzz/fuzz_save.c \
	    src/session/session.c src/session/talk.c src/session/scene.c \
	    src/session/save.c src/text/*.c src/bot/*.c src/record/*.c \
	    src/match/*.c src/stats/*.c src/lang/*.c \
	    $(ENGINE_SRCS) -lm
build/fuzz/fuzz_sicilia: tests/fuzz/fuzz_sicilia.c $(ENGINE_SRCS) \
    $(wildcard src/record/*.[ch] src/match/*.[ch] src/bot/*.[ch]) \
    $(wildcard src/lang/*.[ch] src/text/*.[ch]) \
    include/minchiate.h include/sicilia.h
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ tests/fuzz/fuzz_sicilia.c \
	    src/record/*.c src/match/*.c src/lang/*.c src/text/*.c \
	    src/bot/*.c $(ENGINE_SRCS) -lm
build/fuzz/fuzz_engine: tests/fuzz/fuzz_engine.c $(ENGINE_SRCS) \
    include/minchiate.h
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ tests/fuzz/fuzz_engine.c $(ENGINE_SRCS)
fuzz: $(FUZZERS)
	@sh tests/fuzz/run.sh $(FUZZ_SECONDS)

install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man5 \
	    $(DESTDIR)$(MANDIR)/man6 $(DESTDIR)$(DATADIR)
	install -m 0755 $(PROG) $(DESTDIR)$(BINDIR)/minchiate
	install -m 0644 man/minchiate.5 $(DESTDIR)$(MANDIR)/man5/minchiate.5
	install -m 0644 man/minchiate.6 $(DESTDIR)$(MANDIR)/man6/minchiate.6
	install -m 0644 data/* $(DESTDIR)$(DATADIR)/
	for l in $(MAN_LANGS); do \
		mkdir -p $(DESTDIR)$(MANDIR)/$$l/man6 && \
		install -m 0644 man/$$l/minchiate.6 \
		    $(DESTDIR)$(MANDIR)/$$l/man6/minchiate.6 || exit 1; done
	for l in $(LANGS); do \
		mkdir -p $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES && \
		install -m 0644 $(O)/locale/$$l/LC_MESSAGES/minchiate.mo \
		    $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/minchiate.mo || \
		exit 1; done

DATAFILES = $(notdir $(wildcard data/*))
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/minchiate \
	    $(DESTDIR)$(MANDIR)/man5/minchiate.5 \
	    $(DESTDIR)$(MANDIR)/man6/minchiate.6
	rm -f $(DATAFILES:%=$(DESTDIR)$(DATADIR)/%)
	rm -f $(LANGS:%=$(DESTDIR)$(LOCALEDIR)/%/LC_MESSAGES/minchiate.mo)
	rm -f $(MAN_LANGS:%=$(DESTDIR)$(MANDIR)/%/man6/minchiate.6)
	-rmdir $(DESTDIR)$(DATADIR)

# The library for other front ends: `pkg-config --cflags --libs
# minchiate`.  The .pc file is made again when a directory changes.
PC_NOW = $(VERSION) $(PREFIX) $(LIBDIR) $(INCLUDEDIR)
$(O)/pcdirs: FORCE
	@mkdir -p $(@D)
	@echo '$(PC_NOW)' | cmp -s - $@ || echo '$(PC_NOW)' > $@
# A directory under $(PREFIX) is written from ${prefix}.
pcdir = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
$(PC): minchiate.pc.in include/minchiate.h Makefile $(O)/pcdirs
	sed -e 's|@PREFIX@|$(PREFIX)|g' \
	    -e 's|@LIBDIR@|$(call pcdir,$(LIBDIR))|g' \
	    -e 's|@INCLUDEDIR@|$(call pcdir,$(INCLUDEDIR))|g' \
	    -e 's|@VERSION@|$(VERSION)|g' minchiate.pc.in > $@.tmp
	mv $@.tmp $@

install-lib: $(LIB) $(PC)
	mkdir -p $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
	    $(DESTDIR)$(PKGCONFIGDIR)
	install -m 0644 $(LIB) $(DESTDIR)$(LIBDIR)/libminchiate.a
	install -m 0644 include/minchiate.h $(DESTDIR)$(INCLUDEDIR)/minchiate.h
	install -m 0644 include/sicilia.h $(DESTDIR)$(INCLUDEDIR)/sicilia.h
	install -m 0644 include/mc_core.h $(DESTDIR)$(INCLUDEDIR)/mc_core.h
	install -m 0644 $(PC) $(DESTDIR)$(PKGCONFIGDIR)/minchiate.pc

uninstall-lib:
	rm -f $(DESTDIR)$(LIBDIR)/libminchiate.a \
	    $(DESTDIR)$(INCLUDEDIR)/minchiate.h \
	    $(DESTDIR)$(INCLUDEDIR)/sicilia.h \
	    $(DESTDIR)$(INCLUDEDIR)/mc_core.h \
	    $(DESTDIR)$(PKGCONFIGDIR)/minchiate.pc

clean:
	rm -rf build

.PHONY: FORCE all pot check check-programs deps fuzz play test bench arena \
	voices install uninstall install-lib uninstall-lib clean have-deps

# Each object also depends on the headers it includes (-MMD).
-include $(wildcard $(O)/src/*/*.d $(O)/tests/*/*.d $(O)/tests/*.d $(O)/gen/*.d)
