// case: ps14.t-texture-only/invalid/ps_1_4/code-mov (validate)
// expect: invalid [ps14.t-texture-only]
// origin: template code {code: mov}
ps_1_4
mov r0, t0
mov r0, c0
