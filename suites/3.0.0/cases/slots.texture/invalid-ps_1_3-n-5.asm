// case: slots.texture/invalid/ps_1_3/n-5 (validate)
// expect: invalid [slots.texture]
// origin: template count {line: tex t0, n: 5}
ps_1_3
tex t0
tex t0
tex t0
tex t0
tex t0
mov r0, c0
