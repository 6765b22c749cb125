// case: mod.pp/valid/ps_2_sw/lifted_op-mul_res-pp (validate)
// expect: valid
// case: mod.pp/assemble/ps_2_sw/lifted_op-mul_res-pp (assemble)
// expect: the tokens of valid-ps_2_sw-lifted_op-mul_res-pp.bin
// origin: template shift {op: mul, res: pp}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mul_pp r0, r1, r1
mov oC0, c0
