// case: mod.sat/invalid/vs_1_1/op-mov_res-sat (validate)
// expect: invalid [mod.sat]
// origin: template shift {op: mov, res: sat}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov_sat r0, r1
mov oPos, v0
