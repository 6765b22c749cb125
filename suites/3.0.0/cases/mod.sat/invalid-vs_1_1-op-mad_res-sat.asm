// case: mod.sat/invalid/vs_1_1/op-mad_res-sat (validate)
// expect: invalid [mod.sat]
// origin: template shift {op: mad, res: sat}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mad_sat r0, r1, r1, r1
mov oPos, v0
