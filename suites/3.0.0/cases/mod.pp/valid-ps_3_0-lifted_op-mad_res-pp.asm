// case: mod.pp/valid/ps_3_0/lifted_op-mad_res-pp (validate)
// expect: valid
// case: mod.pp/assemble/ps_3_0/lifted_op-mad_res-pp (assemble)
// expect: the tokens of valid-ps_3_0-lifted_op-mad_res-pp.bin
// origin: template shift {op: mad, res: pp}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mad_pp r0, r1, r1, r1
mov oC0, c0
