// case: exec.texcrd/execute/ps_1_4/texcrd-basic (execute)
// expect: the outputs of execute-ps_1_4-texcrd-basic.outputs.json (tolerance 3.125e-2)
// origin: execute texcrd {inputs: basic}
ps_1_4
texcrd r0.rgb, t0
mov r0.a, c0
