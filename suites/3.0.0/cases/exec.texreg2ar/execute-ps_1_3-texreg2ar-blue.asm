// case: exec.texreg2ar/execute/ps_1_3/texreg2ar-blue (execute)
// expect: the outputs of execute-ps_1_3-texreg2ar-blue.outputs.json (tolerance 3.125e-2)
// origin: execute texreg2ar {inputs: blue}
ps_1_3
tex t0
texreg2ar t1, t0
mov r0, t1
