# The usual entry points; each script does its own set-up (Scripts/setup.sh).
PREFIX ?= /usr/local
.PHONY: example test dist clean-dist install uninstall

example:
	Scripts/example.sh

test:
	Scripts/test.sh

# dist/threadfold-<version>-linux-<arch>.tar.gz and dist/threadfold_<version>_<debarch>.deb
dist:
	Scripts/dist.sh

clean-dist:
	rm -rf dist .build/dist .build/static

# The program, man page and completions under PREFIX (default /usr/local), inside DESTDIR
# when set: `make install PREFIX=$HOME/.local`, `sudo make install`.
install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" Scripts/install.sh

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" Scripts/install.sh --uninstall
