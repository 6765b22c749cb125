// case: exec.texkill/execute/ps_2_x/texkill-kept (execute)
// expect: the outputs of execute-ps_2_x-texkill-kept.outputs.json (tolerance 6.103515625e-5)
// origin: execute texkill {inputs: kept}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
texkill r1
mov r0, r2
mov oC0, r0
