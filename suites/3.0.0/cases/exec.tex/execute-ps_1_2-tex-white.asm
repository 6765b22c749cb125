// case: exec.tex/execute/ps_1_2/tex-white (execute)
// expect: the outputs of execute-ps_1_2-tex-white.outputs.json (tolerance 3.125e-2)
// origin: execute tex {inputs: white}
ps_1_2
tex t0
mov r0, t0
