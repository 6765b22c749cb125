// case: mod.shift/invalid/ps_1_2/op-mad_shift-d4 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mad, shift: d4}
ps_1_2
mov r1, c0
mad_d4 r0, r1, r1, r1
mov r0, c0
