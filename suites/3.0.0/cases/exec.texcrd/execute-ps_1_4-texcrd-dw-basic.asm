// case: exec.texcrd/execute/ps_1_4/texcrd-dw-basic (execute)
// expect: the outputs of execute-ps_1_4-texcrd-dw-basic.outputs.json (tolerance 1.09375e-1)
// origin: execute texcrd-dw {inputs: basic}
ps_1_4
texcrd r0.rgb, t0_dw.xyw
mov r0.a, c0
