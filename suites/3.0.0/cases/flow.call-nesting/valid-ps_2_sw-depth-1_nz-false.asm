// case: flow.call-nesting/valid/ps_2_sw/depth-1_nz-false (validate)
// expect: valid
// case: flow.call-nesting/assemble/ps_2_sw/depth-1_nz-false (assemble)
// expect: the tokens of valid-ps_2_sw-depth-1_nz-false.bin
// origin: template calls {depth: 1, nz: false}
ps_2_sw
call l0
mov oC0, c0
ret
label l0
ret
