// case: mod.shift/invalid/ps_1_1/op-mul_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mul, shift: d8}
ps_1_1
mov r1, c0
mul_d8 r0, r1, r1
mov r0, c0
