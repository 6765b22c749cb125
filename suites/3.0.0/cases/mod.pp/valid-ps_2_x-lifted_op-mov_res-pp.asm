// case: mod.pp/valid/ps_2_x/lifted_op-mov_res-pp (validate)
// expect: valid
// case: mod.pp/assemble/ps_2_x/lifted_op-mov_res-pp (assemble)
// expect: the tokens of valid-ps_2_x-lifted_op-mov_res-pp.bin
// origin: template shift {op: mov, res: pp}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov_pp r0, r1
mov oC0, c0
