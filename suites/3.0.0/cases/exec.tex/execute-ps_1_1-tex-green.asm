// case: exec.tex/execute/ps_1_1/tex-green (execute)
// expect: the outputs of execute-ps_1_1-tex-green.outputs.json (tolerance 3.125e-2)
// origin: execute tex {inputs: green}
ps_1_1
tex t0
mov r0, t0
