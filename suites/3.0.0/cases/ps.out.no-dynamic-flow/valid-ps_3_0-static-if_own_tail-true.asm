// case: ps.out.no-dynamic-flow/valid/ps_3_0/static-if_own_tail-true (validate)
// expect: valid
// case: ps.out.no-dynamic-flow/assemble/ps_3_0/static-if_own_tail-true (assemble)
// expect: the tokens of valid-ps_3_0-static-if_own_tail-true.bin
// origin: template code {code: mov r0, c1 if b0 mov r0, c0 endif mov oC0, r0, own_tail: true}
ps_3_0
mov r0, c1
if b0
mov r0, c0
endif
mov oC0, r0
