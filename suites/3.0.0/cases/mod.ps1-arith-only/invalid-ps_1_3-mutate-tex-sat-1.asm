// case: mod.ps1-arith-only/invalid/ps_1_3/mutate-tex-sat-1 (validate)
// expect: invalid [mod.ps1-arith-only]
// origin: mutator tex-sat on random seed 1 ps_1_3 #1
ps_1_3
def c5, 1.0, 1.0, 1.0, 1.0
def c0, 1.0, 1.0, -0.5, -0.5
def c6, -1.0, 0.125, 1.0, -1.0
texkill_sat t0
add r0, c1.w, c0.w
