// case: ps.oC.contiguous/valid/ps_2_x/any-order_own_tail-true (validate)
// expect: valid
// case: ps.oC.contiguous/assemble/ps_2_x/any-order_own_tail-true (assemble)
// expect: the tokens of valid-ps_2_x-any-order_own_tail-true.bin
// origin: template code {code: mov oC1, c0 mov oC0, c0, own_tail: true}
ps_2_x
mov oC1, c0
mov oC0, c0
