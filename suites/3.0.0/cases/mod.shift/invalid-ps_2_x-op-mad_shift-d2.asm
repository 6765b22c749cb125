// case: mod.shift/invalid/ps_2_x/op-mad_shift-d2 (validate)
// expect: invalid [mod.shift]
// origin: template shift {op: mad, shift: d2}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mad_d2 r0, r1, r1, r1
mov oC0, c0
