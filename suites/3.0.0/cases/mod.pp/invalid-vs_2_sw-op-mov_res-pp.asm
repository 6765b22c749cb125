// case: mod.pp/invalid/vs_2_sw/op-mov_res-pp (validate)
// expect: invalid [mod.pp]
// origin: template shift {op: mov, res: pp}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov_pp r0, r1
mov oPos, v0
