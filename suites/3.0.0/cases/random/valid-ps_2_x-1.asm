// case: random/valid/ps_2_x/1 (validate)
// expect: valid
// case: random/assemble/ps_2_x/1 (assemble)
// expect: the tokens of valid-ps_2_x-1.bin
// origin: random seed 1 ps_2_x #1
ps_2_x
def c18, 0.25, -286901.97, -1.0, -0.5
dcl_2d s0
dcl t2
defi i14, 2, 4, 1, 0
dcl_2d s11
dcl t4
dcl_volume s3
def c19, -2.8101334e32, -2.0, 0.5, -2.0
dcl v0
def c23, 0.5, 0.5, 0.125, 4.0
defb b10, true
def c11, 1.0, 0.5, 0.0, -1.0
callnz l3, b3
dp4 r0, c2, v0
mov_sat r20, -v0
if_ne -t2.w, c2.w
    dsy_sat r26, -t2.yzwz
    mul r18, c0, -t2.wxzy
    pow_pp r19, c0.y, -r26.y
    m4x4 r12, r26, c10
    texldd r29, r12, s3, t2, c2
    call l3
    texldp r7, t2, s11
    texkill r29
    dsx r21.xyz, c31
    abs_sat r16, c3
    if_eq r0.z, r19.z
        mul r26.yzw, -r7, r16
    endif
endif
mov oC0, c2
mov oC1, c2
ret
label l3
ret
