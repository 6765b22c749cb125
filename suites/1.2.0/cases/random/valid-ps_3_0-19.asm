// case: random/valid/ps_3_0/19 (validate)
// expect: valid
// case: random/assemble/ps_3_0/19 (assemble)
// expect: the tokens of valid-ps_3_0-19.bin
// origin: random seed 1 ps_3_0 #19
ps_3_0
dcl vPos.y
dcl_texcoord8 v9
dcl_normal1 v5.xw
dcl_2d s6
defb b4, false
dcl_2d s0
def c23, -2.0, 0.125, -0.5, -1.0
def c10, 1399751.9, 1.0, -3.5322564e-20, 0.5
dcl_cube s11
defb b14, false
defi i5, 2, 0, 2, 0
def c38, 0.25, -7.0038706e-15, -2.8024487e18, -1.8300126e20
mad r28.x, -vPos.ywyw, c3, -v5_abs
add r3, c3.zzw, c3
dsy_sat r22.xy, c0
min r29, v9.xxwy, c3.yyzx
if_gt r22.y, c1.y
    mov r14, c2
    mul r28, c1.xxy, c223
    lrp r10, c0, c0.wxw, c3.wzxy
    add r31, c223, -r10_abs
    dsy_pp r10.z, c0
endif
max_sat oC0, c3, c1.zzwy
