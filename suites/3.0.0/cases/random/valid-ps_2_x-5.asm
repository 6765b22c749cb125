// case: random/valid/ps_2_x/5 (validate)
// expect: valid
// case: random/assemble/ps_2_x/5 (assemble)
// expect: the tokens of valid-ps_2_x-5.bin
// origin: random seed 1 ps_2_x #5
ps_2_x
defb b1, true
dcl_2d s12
def c28, 0.125, 2.0, -2.0, 0.0
dcl_cube s15
defi i3, 4, 1, 2, 0
exp r9, c3.z
rep i3
    texldp r12, r9, s15
    dsy r17, r9.zxw
    dp3 r21.yw, -r9.wzwx, -r17.ywzw
    dp4_pp r0, -r17.yxyx, -r17.wwyx
    nop
    texld r10, r12, s12
    abs r20.xyz, r9.wzwz
    dsy r17, c2.wyxy
    add r22.yw, c1, -r12
    m3x3 r31.xyz, -r12, c13
endrep
sub_sat r5, -c2, c2.ywxw
call l15
dsx r13.xyz, -c1
rcp_sat_pp r8.xy, -c1.w
lrp r0, r9.xyyx, c0, -r13.yyx
dp3 r16.y, c0, -c0
max_sat r9, c1, r9
frc_pp r5.z, -r13
dp2add_sat r8.xyw, -c2.zwyz, c2.zzy, r9.z
dsy r1, r5
m4x4 r6, r9.wzx, c16
texkill r13
crs r30.z, r1, r13
texldp r9, r0, s12
log r13.xy, -r6.x
nop
nop
exp_sat r21.xzw, -r0.x
lrp r29.yzw, c3, -r1.wxyx, r9
max_sat r14, -c2.wyyz, -r1.xwzw
mov oC0, r1
ret
label l15
texldb_pp r8, r5, s12
texldp_pp r29, r9, s12
abs r30, c1.zyzy
dsy_sat r28, c3.yzx
ret
