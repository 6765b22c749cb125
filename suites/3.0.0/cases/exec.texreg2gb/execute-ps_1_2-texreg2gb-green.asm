// case: exec.texreg2gb/execute/ps_1_2/texreg2gb-green (execute)
// expect: the outputs of execute-ps_1_2-texreg2gb-green.outputs.json (tolerance 3.125e-2)
// origin: execute texreg2gb {inputs: green}
ps_1_2
tex t0
texreg2gb t1, t0
mov r0, t1
