// case: mod.shift/invalid/ps_1_2/op-mad_shift-d8 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mad, shift: d8}
ps_1_2
mov r1, c0
mad_d8 r0, r1, r1, r1
mov r0, c0
