// case: ps.oC.no-writemask/valid/ps_3_0/lifted_mask-z (validate)
// expect: valid
// case: ps.oC.no-writemask/assemble/ps_3_0/lifted_mask-z (assemble)
// expect: the tokens of valid-ps_3_0-lifted_mask-z.bin
// origin: template oc_write {mask: z}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.z, c0
