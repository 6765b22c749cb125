// case: ps14.t-texture-only/invalid/ps_1_4/code-add (validate)
// expect: invalid [ps14.t-texture-only]
// origin: template code {code: add}
ps_1_4
add r0, c0, t1
mov r0, c0
