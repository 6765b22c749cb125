// case: op.texkill-register/invalid/ps_2_sw/mutate-texkill-const-1 (validate)
// expect: invalid [op.texkill-register]
// origin: mutator texkill-const on random seed 1 ps_2_sw #1
ps_2_sw
dcl t1.xyz
defb b63, true
dcl t4.xzw
dcl t0
dcl v1
dcl_volume s12
dcl t5
def c8, 0.25, 1.9669025e30, 0.0, 0.25
defi i35, 1, 4, 1, 0
dcl_2d s4
defb b29, true
dsy r10, t4.zxzw
rsq r6, t5.y
nrm r29, r6.wxw
m3x2_pp r1.xy, -r10.zxzw, c7253
texldp r14, r6, s4
min r30, c2, c1.x
rsq r0.y, -c2.z
texkill r6
mov oC0, c2
mov oC1, t5
mov oC2, c2
texkill c0
