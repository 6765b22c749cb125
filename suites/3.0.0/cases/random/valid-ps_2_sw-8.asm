// case: random/valid/ps_2_sw/8 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/8 (assemble)
// expect: the tokens of valid-ps_2_sw-8.bin
// origin: random seed 1 ps_2_sw #8
ps_2_sw
def c4, 0.25, 2.9297626e-20, -1.0, 0.25
defi i31, 3, 0, 2, 0
def c1, 1.1170418e-27, 7.875825e-16, 0.0, 0.25
dcl_2d s14
def c6, 1.0, 4.0, -1.0, 0.0
rsq r10, c8191.y
setp_lt p0.x, -c2, -c1.zx
texldd r0, r10, s14, c0, c2
callnz l1066, b11
nrm r6, r10
m4x3 r6.xyz, r10, c1522
sub_pp r10.xyw, r6.zzxy, c3.xzwx
if p0.x
    log_sat r28, -c1.y
    dp2add r29, r10.yxzx, c1, r0.z
    abs r26, c1.wyyw
    texldd r14, r0, s14, c8191, c0
    if !p0.x
    endif
endif
mov oC0, c3
ret
label l1066
sincos_pp r15.x, r0.y, c8190, c8191
callnz l1963, b1
pow r1.w, -c0.w, r10.x
pow r3, r0.y, -c1.x
dp2add r6.z, c8191.ywzy, c0.wzxw, c0.y
frc r1, r0.zyzy
texldd_pp r5, r0, s14, r3, r3
ret
label l1963
texkill r10
nop
pow r0, c3.z, -c1.x
max_sat r13, -c0, -c8191
frc_pp r2, c8191.zwx
dp2add_sat r5.xzw, -c8191.yyzx, r13.wywz, -c2.x
texldp r11, r13, s14
mul r15.yzw, c3, c0.xzxz
ret
