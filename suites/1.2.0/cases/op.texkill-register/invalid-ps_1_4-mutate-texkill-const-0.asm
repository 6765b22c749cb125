// case: op.texkill-register/invalid/ps_1_4/mutate-texkill-const-0 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_1_4 #0
ps_1_4
def c7, 1.0, 1.0, 0.25, -1.0
def c0, 0.25, 0.125, 0.0, 1.0
def c2, -1.0, -1.0, 0.5, -0.5
def c6, 0.0, 0.125, -1.0, -1.0
lrp_sat r2, c7.y, c7, c3.y
mul r5.xyz, c7.w, c2
+mul r4.w, r2, r2
lrp r2, c2, c7.x, c7
sub r0.xyz, c7.z, c2
+sub_sat r4.w, c3.y, c1.x
lrp r3.xw, r2, c3, c2
mov r4.xw, c0
cnd r5, r2.x, c1.z, c2
nop
phase
texkill c0
lrp_sat r5.x, r4.x, c1.w, c0
mov_x8 r0, c3
