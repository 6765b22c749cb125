// case: random/valid/ps_2_sw/11 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/11 (assemble)
// expect: the tokens of valid-ps_2_sw-11.bin
// origin: random seed 1 ps_2_sw #11
ps_2_sw
defi i15, 4, 1, 1, 0
def c1, 4.0, 0.125, 4.0, 0.5
defi i0, 2, 3, 2, 0
dcl_volume s2
defb b8, true
def c60, -2.0, 0.125, 0.0076083057, 0.0
dcl_cube s1
def c14, -7.734285e36, -2.0, 1.0, 0.125
def c50, -1.0553408e27, 1321.17, 5.896346e-36, -2.0
dp2add r31.yz, c8191, -c2.wwwz, c1.x
mul r4, c1, c8191
texldd r20, r4, s1, r4.xxw, r31.yyyz
sub_sat r22, -c2, c0.wwzw
dp3 r23.xzw, -r4, r22
nop
texldb r19, r4, s1
m3x3 r2.xyz, -r19.wywz, c1352
callnz l106, !b9
texld r7, r22, s2
texld r11, r20, s2
exp r22, c0.z
texkill r22
m3x2 r10.xy, r11.xzzw, c1519
if b3
    m3x4 r15, r7, c4192
    abs_pp r26, c3
    m4x3 r9.xyz, r22.xzyz, c6276
    mad r1, r20, c3.wwy, r11.zzyw
    exp r21, -c3.w
    setp_eq p0.xzw, r11.wwzx, -r26
    call l106
    rep i15
        pow r11, c3.x, -c1.z
        mul r19, -r19.xxz, r19
        add_sat r7, -r21, r7
        max r19, r1.zwwy, -r7.xwxz
        sub_sat r22, r21.zyz, -r2.xxyx
        cmp_sat r26, r1, c0, r22.yyyx
        texld r3, r7, s1
        break_ne -r31.z, -r3.y
        rcp r17.z, r2.z
        nop
        break_ge r31.y, -r4.x
        m3x3 r9.xyz, -r1, c1428
        dp2add r3.xyw, -r3.ywxw, c8191.yzwy, -r26.z
        abs r20, r3
        texkill r3
    endrep
endif
mov oC0, r11
mov oC1, c3
mov oC2, r7
mov oC3, c8191
ret
label l106
setp_ne p0.yz, -r20.zxwy, r22.zxy
callnz l1572, !p0.y
frc r7, c1.yxyz
dp4_pp r19, -c2, -r22
texkill r2
dp2add r16, -r7.xxy, c2.yzzw, c8191.y
m3x4 r27, r2.xyyx, c1543
ret
label l1572
m3x3 r31.xyz, r20, c4250
dp3_sat r16, r20.wzxy, r23.zxxz
callnz l560, !p0.y
dsx r9, c1
rsq_pp r6, c3.w
abs r23, r4.yyyz
ret
label l560
sincos r19.xy, r4.w, c8190, c8191
ret
