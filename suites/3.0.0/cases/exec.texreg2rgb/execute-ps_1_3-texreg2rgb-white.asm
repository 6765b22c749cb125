// case: exec.texreg2rgb/execute/ps_1_3/texreg2rgb-white (execute)
// expect: the outputs of execute-ps_1_3-texreg2rgb-white.outputs.json (tolerance 3.125e-2)
// origin: execute texreg2rgb {inputs: white}
ps_1_3
tex t0
texreg2rgb t1, t0
mov r0, t1
