// case: ps.out.no-dynamic-flow/valid/ps_2_sw/after-ifc_own_tail-true (validate)
// expect: valid
// case: ps.out.no-dynamic-flow/assemble/ps_2_sw/after-ifc_own_tail-true (assemble)
// expect: the tokens of valid-ps_2_sw-after-ifc_own_tail-true.bin
// origin: template code {code: mov r1, c0 if_gt r1.x, c0.x mov r1, c1 endif mov oC0, r1, own_tail: true}
ps_2_sw
mov r1, c0
if_gt r1.x, c0.x
mov r1, c1
endif
mov oC0, r1
