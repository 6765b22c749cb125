// case: ps14.texld-src-modifier/invalid/ps_1_4/code-neg (validate)
// expect: invalid [ps14.texld-src-modifier]
// origin: template code {code: neg}
ps_1_4
texld r1, -t0
mov r0, c0
