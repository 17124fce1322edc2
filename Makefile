# The usual entry points; each script does its own set-up (Scripts/setup.sh).
.PHONY: example test dist clean-dist

example:
	Scripts/example.sh

test:
	Scripts/test.sh

# dist/threadfold-<version>-linux-<arch>.tar.gz and dist/threadfold_<version>_<debarch>.deb
dist:
	Scripts/dist.sh

clean-dist:
	rm -rf dist .build/dist .build/static
